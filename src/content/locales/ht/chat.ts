// The assistant's written answers in Haitian Creole: the emergency answer (the 24/7 number first) and the short answer
// to anything else (docs/assistant-languages.md). Written, not generated; phone digits stay Western.
import type { WorldCopy } from '../../../core/reply-copy.ts';

export const chatCopyHt: WorldCopy = {
  emergencyWord: 'IJANS',
  callNow: 'Rele lopital bèt ki ouvè 24/7 la kounye a:',
  guideLead: 'Sa pou w fè:',
  steps: [
    'Ale kounye a kay veterinè ijans lan, rele sou wout la pou yo pare.',
    'Mete chat la nan yon kalòj transpò e bouje l pi piti posib.',
    'Pa ba li okenn medikaman, manje oswa lèt, e pa eseye fè l vomi.',
  ],
  fallbackLabel: 'sa w ap dekri a ka yon ijans',
  otherIntro:
    'Pou kounye a, mwen reponn lòt kesyon yo sèlman an anglè ak an panyòl. Men si ou wè youn nan siy sa yo, se toujou yon ijans:',
  alwaysSigns: [
    'li gen pwoblèm pou respire, li respire ak bouch louvri, oswa jansiv li ble, gri oswa pal',
    'yon chat mal ki fòse pou pipi e ki pa fè anyen oswa prèske anyen',
    'san ki pa sispann menm lè w peze',
    'nenpòt pwazon: flè lis (lily), Tylenol, ibipwofèn, pwazon rat, antifriz, pwodui chimik',
    'yon kriz ki dire plis pase 2 minit, oswa plis pase youn',
    'yon machin frape l oswa li tonbe, menm si chat la sanble l byen',
    'li tonbe san fòs, li pa ka kanpe, oswa li trennen pye dèyè l toudenkou',
  ],
  callIfSigns: 'Rele lopital bèt ki ouvè 24/7 la kounye a:',
  emergencyPage: 'Paj ijans',
  checker: 'Tcheke kondisyon chat ou',
  disclaimer: 'Se enfòmasyon pou aprann sèlman, se pa konsèy veterinè. Tanpri konsilte yon veterinè ki gen lisans.',
};
