// Bleeding, wounds, swelling and stings: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const woundsEs = {
  BLEED: ['sangrar', 'sangrando', 'sangraba', 'sangrado', 'sangrand*', 'sangra', 'sangro', 'hemorrag*'],
  BLOOD: [
    'cafe molido', 'borra de cafe', 'rayitas rojas', 'gelatina roja', 'como mermelada', 'sangrit*', 'sangre*',
    'sangrient*',
  ],
  STOPPED: [
    'ya no sangra', 'ya no esta sangrando', 'no longer bleeding', 'ya no bota sangre', 'ya no le sale sangre', 'paro',
    'ya paro', 'se detuvo', 'dejo de',
  ],
  STING: ['avispa*', 'abeja*', 'picadura*', 'picado por'],
  DEEP: ['profund*', 'se ve la carne', 'se le ve la carne'],
  ALLERGIC_REACTION: [
    'bumps por todo', 'ronchas por todo', 'granos por todo', 'bolitas por todo', 'bolitas en todo', 'granitos por todo',
    'bultitos por todo', 'ronchas', 'hinchado de golpe', 'reaccion alergica', 'roncha*', 'urticaria', 'anafila*',
  ],
  SWELL: ['bembe', 'bembon', 'cara chueca', 'se le inflo', 'inflo', 'inflad*', 'hinch*'],
  FACE: ['faces', 'cara', 'hocico', 'labio*', 'ojos', 'garganta', 'lengua'],
  ABSCESS: ['una bola', 'bola en', 'bulto*', 'bolita', 'bolitas', 'chichon', 'chipote'],
  SKIN: ['piel'],
  RED: ['rojo', 'roja', 'rojos', 'rojas'],
  POOLING: ['charco*', 'chorre*', 'gotea*', 'empap*'],
  TOWEL: ['toalla*', 'papel toalla', 'trapo*', 'gasa*', 'servilleta*'],
  BITTEN: ['mordid*', 'mordio', 'mordida*', 'mordisco*'],
  NAILS: ['muy corta', 'muy cortas', 'las unas', 'sus unas', 'garra*'],
  SCRAPED: ['scrapes', 'raspad*', 'peladas', 'pelado', 'pelada'],
  SMELL: ['huele*', 'olor*', 'apesta*'],
  DISCHARGE: ['supura*', 'cosa verde', 'algo verde', 'cosa amarilla', 'moco*', 'lagana*'],
  ANESTHESIA: ['anestesia', 'sedation', 'sedative', 'sedado', 'sedada', 'la medicina que le dieron'],
  SURGERY: [
    'sutures', 'puntos', 'la herida de la operacion', 'la herida de la cirugia', 'la esterilizaron', 'lo castraron',
    'lo operaron', 'la operaron',
  ],
  FIGHT: ['pelea*', 'peleo'],
  INJURY_MARK: ['aranazo*', 'mordid*', 'mordio', 'mordida*', 'mordisco*', 'herid*', 'herida abierta'],
  HEALING: ['sangre seca', 'sangrita seca', 'se ve limpia', 'se ve limpio', 'costra', 'costrita', 'sanando'],
  WOUND: [
    'hoyitos', 'huequitos', 'abierta y roja', 'sigue abierta', 'desgarr*', 'rajad*', 'se corto', 'cortada', 'cortado',
    'cortadura*', 'corte', 'laceration*', 'herida*', 'llaga*',
  ],
} satisfies ConceptTerms;
