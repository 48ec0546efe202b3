// Breathing, the nose and the mouth: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const breathingEn = {
  BREATH: ['sides', 'flanks', 'his belly moves', 'her belly moves', 'chest', 'ribs', 'breath*', 'breathe*', 'air'],
  LABORED: [
    'sounds like', 'making noise', 'pump*', 'with his belly', 'with her belly', 'with his stomach', 'with her stomach',
    'hard', 'heavy', 'heavily', 'fast', 'quick*', 'labored', 'laboured', 'struggl*', 'difficult*', 'trouble', 'weird',
    'funny', 'strange', 'loud', 'noisy', 'shallow', 'heav*', 'well', 'right', 'properly', 'normal*', 'a lot',
  ],
  BREATH_OFF: [
    'not breathing right', 'not breathing well', 'not breathing good', 'not breathing properly',
    'not breathing normal*', 'not breathing ok', 'not breathing okay', 'not breathe right', 'not breathe well',
    'not breathe good', 'not breathe properly', 'not breathe normal*', 'not breathe ok', 'not breathe okay',
    'not breath right', 'not breath well', 'not breath good', 'not breath properly', 'not breath normal*',
    'not breath ok', 'not breath okay', 'isnt breathing right', 'isnt breathing well', 'isnt breathing good',
    'isnt breathing properly', 'isnt breathing normal*', 'isnt breathing ok', 'isnt breathing okay',
    'isnt breathe right', 'isnt breathe well', 'isnt breathe good', 'isnt breathe properly', 'isnt breathe normal*',
    'isnt breathe ok', 'isnt breathe okay', 'isnt breath right', 'isnt breath well', 'isnt breath good',
    'isnt breath properly', 'isnt breath normal*', 'isnt breath ok', 'isnt breath okay', 'aint breathing right',
    'aint breathing well', 'aint breathing good', 'aint breathing properly', 'aint breathing normal*',
    'aint breathing ok', 'aint breathing okay', 'aint breathe right', 'aint breathe well', 'aint breathe good',
    'aint breathe properly', 'aint breathe normal*', 'aint breathe ok', 'aint breathe okay', 'aint breath right',
    'aint breath well', 'aint breath good', 'aint breath properly', 'aint breath normal*', 'aint breath ok',
    'aint breath okay', 'doesnt breathing right', 'doesnt breathing well', 'doesnt breathing good',
    'doesnt breathing properly', 'doesnt breathing normal*', 'doesnt breathing ok', 'doesnt breathing okay',
    'doesnt breathe right', 'doesnt breathe well', 'doesnt breathe good', 'doesnt breathe properly',
    'doesnt breathe normal*', 'doesnt breathe ok', 'doesnt breathe okay', 'doesnt breath right', 'doesnt breath well',
    'doesnt breath good', 'doesnt breath properly', 'doesnt breath normal*', 'doesnt breath ok', 'doesnt breath okay',
    'dont breathing right', 'dont breathing well', 'dont breathing good', 'dont breathing properly',
    'dont breathing normal*', 'dont breathing ok', 'dont breathing okay', 'dont breathe right', 'dont breathe well',
    'dont breathe good', 'dont breathe properly', 'dont breathe normal*', 'dont breathe ok', 'dont breathe okay',
    'dont breath right', 'dont breath well', 'dont breath good', 'dont breath properly', 'dont breath normal*',
    'dont breath ok', 'dont breath okay', 'not really breathing right', 'not really breathing well',
    'not really breathing good', 'not really breathing properly', 'not really breathing normal*',
    'not really breathing ok', 'not really breathing okay', 'not really breathe right', 'not really breathe well',
    'not really breathe good', 'not really breathe properly', 'not really breathe normal*', 'not really breathe ok',
    'not really breathe okay', 'not really breath right', 'not really breath well', 'not really breath good',
    'not really breath properly', 'not really breath normal*', 'not really breath ok', 'not really breath okay',
  ],
  BAD_BREATH: ['bad breath', 'smelly breath', 'stinky breath', 'breath smell*', 'breath stink*', 'fishy breath'],
  // Whole words, not a stem: "pant*" read "pantry" (a food pantry) as panting.
  PANT: ['pant', 'pants', 'panting', 'panted', 'breathing like a dog', 'breathes like a dog', 'breathing like dog'],
  // Not a bare "for air" ("abrimos la ventana for air").
  GASP: [
    'gasp*', 'catch his breath', 'catch her breath', 'get air', 'struggling for air', 'fighting for air',
    'fights for air', 'desperate for air', 'trying for air',
  ],
  CHOKE: [
    'chok*', 'asfix*', 'atragant*', 'suffocat*', 'something in his throat', 'something in her throat',
    'stuck in his throat', 'stuck in her throat',
  ],
  WHEEZE: ['gurgl*', 'rattl*', 'crackl*', 'honk*', 'whistl*', 'wheez*'],
  OPEN_MOUTH: [
    'tongue out', 'tongue hanging', 'tongue is hanging', 'tongue hangs', 'open mouth*', 'mouth open', 'mouth wide open',
    'mouth hanging open', 'mouth kinda hanging open', 'mouth kinda open', 'open mouthed',
  ],
  BLUE: ['blue*', 'bluish', 'grey', 'gray', 'purple', 'pale', 'white'],
  GUMS: ['gum', 'gums', 'tongue', 'lips'],
  ELBOWS_OUT: [
    'elbows out', 'elbows sticking out', 'neck stretched', 'neck out', 'stretching his neck', 'stretching her neck',
  ],
  MOVES_FAST: [
    'up and down', 'in and out', 'in n out', 'going in and out', 'mad fast', 'pump*', 'heav*', 'going fast',
    'moving fast', 'super fast', 'really fast', 'so fast',
  ],
  COUGH: ['cough*', 'hack*'],
  // Urgent (within 24 hours).
  SNEEZE: ['stuffed up', 'congest*', 'stuffy', 'snot*', 'sneez*'],
  /** Someone else's cat ("my cousin's cat", "el gato de mi vecino"): long ago, it is not this cat's trouble. */
  NOSE: ['nose', 'nostril*'],
  /** Breathing noisy through a stuffy nose, mouth closed: a cold, a vet within a day. */
  STUFFY: [
    'from his nose', 'from her nose', 'through his nose', 'through her nose', 'through the nose', 'stuffy',
    'stuffed up', 'congested', 'mouth closed',
  ],
  /** The cat got out what it choked on ("coughed it right up", "lo escupió"). */
  GOT_IT_OUT: ['cough* it up', 'cough* it right up', 'cough* it out', 'spit it out', 'spat it out', 'hack* it up'],
  /** Right after play or a run: fast breathing that slows is normal ("after chasing the laser"). */
  AFTER_PLAY: ['after playing', 'after chasing', 'after running', 'after the zoomies', 'after zoomies'],
  /** Chattering at birds through the window: hunting talk, not choking. */
  CHATTER: ['chatter*', 'chattered', 'clicking at'],
  /** Purring: loud purring is not a breathing problem. */
  PURR: ['purr*'],
} satisfies ConceptTerms;
