import type { routeDescriptions as englishDescriptions } from '../../../config/route-head.ts';
import type { Translated } from '../types.ts';

// The Haitian Creole meta descriptions of every route (src/config/route-head.ts), moved here from this language's
// chrome.ts unchanged. Only the prerender reads them (src/app/head-words.ts): the browser never loads this file.

export const routeDescriptions: Translated<typeof englishDescriptions> = {
  home: 'Èd gratis, an mo senp, pou moun k ap okipe chat bodega ak chat boutik nan Nouyòk: sa pou fè an ijans, veterinè 24/7, klinik ki pa chè, konbyen sa koute, swen chak jou ak konsèy sou sovtaj.',
  search:
    'Chèche nan tout gid Bodega Cat Care NYC yo: ijans, veterinè, konbyen sa koute, manje, esterilizasyon ak plis ankò.',
  emergency:
    'Sa pou fè kounye a si chat ou pa ka respire, l ap senyen oswa li pran pwazon, ak lopital bèt Nouyòk ki ouvè 24/7 yo.',
  check:
    'Ou pa sèten si chat ou bezwen yon veterinè kounye a? Reponn ak kèk tap pou konnen si pou w ale kounye a nan yon lopital bèt ki louvri 24/7, wè yon veterinè nan yon jou, oswa pran swen l lakay.',
  findHelp:
    'Veterinè ki pa chè, èd pou lajan, pwogram esterilizasyon, jwenn yon nouvo kay ak gwoup sovtaj pou chat bodega ak chat katye nan Nouyòk.',
  dailyCare:
    'Manje, bwat litye, netwaye, vaksen ak siy danje pou chat k ap viv nan boutik Nouyòk, ak règ ki aplike pou chat boutik.',
  spayNeuter:
    'Esterilizasyon gratis oswa ki pa chè nan Nouyòk, kijan pou prepare ak kijan pou okipe chat ou apre operasyon an.',
  surrender:
    'Abri pou bèt, lòt solisyon pase renmèt chat la, ak kijan pou jwenn yon nouvo kay pou yon chat san danje nan vil Nouyòk.',
  workingWithRescues: 'Sa gwoup sovtaj ka fè pou yon chat boutik, bon siy, siy danje ak kesyon pou poze.',
  behavioralWellness:
    'Siy estrès, lide pou okipe chat la ak solisyon pou pwoblèm konpòtman ki konn rive ak chat nan boutik.',
  vets: 'Lopital ijans ak veterinè ki pa chè nan tout senk borough yo, ak dènye fwa yo te verifye enfòmasyon chak.',
  rehoming: 'Gwoup sovtaj ak gwoup ki jwenn nouvo kay pou chat nan Nouyòk, pa borough, ak kijan pou fè l san danje.',
  breathing: 'Siy ki montre respirasyon yon chat se yon ijans, sa pou w pa fè ak kijan pou rive kay yon veterinè 24/7.',
  firstAid: 'Premye swen etap pa etap pou blesi, pwoblèm pou respire, pwazon, kriz konvilsyon, boule ak kou chalè.',
  feeding:
    'Kisa, ki lè ak konbyen pou bay yon chat boutik manje, manje ki se pwazon pou li ak kijan pou ekonomize lajan.',
  grooming: 'Swen chak jou, zouti, benyen, rezoud pwoblèm ak pri pwofesyonèl ki okipe pwal chat nan Nouyòk.',
  preventiveHealth: 'Vaksen, egzamen sante, konbyen swen prevansyon koute ak premye siy danje pou chat boutik.',
  financialAssistance:
    'Klinik gratis ak klinik ki pa chè, fon pou ijans, bank manje pou bèt ak lòt èd pou peye swen chat.',
  communityCats:
    'Yon chat lari devan pòt la, ti chat dèyè bwat yo, yon koloni chat sovaj nan teren an oswa yon chat ki pèdi: sa pou fè nan NYC ak kiyès ki ka ede.',
  feedback: 'Rekòmande yon veterinè oswa yon resous, siyale yon enfòmasyon ki pa kòrèk oswa pwopoze yon amelyorasyon.',
  terms: 'Kondisyon pou itilize Bodega Cat Care NYC, yon sit pou enfòmasyon.',
  privacy: 'Kisa Bodega Cat Care NYC ranmase, poukisa, ak ki dwa ou genyen.',
  about: 'Misyon nou, pou ki moun nou travay, kijan nou verifye enfòmasyon nou yo ak kijan pou kontakte nou.',
};
