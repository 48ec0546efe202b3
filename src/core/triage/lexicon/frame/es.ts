// How a sentence is framed: negation, questions, time, hedges (NEG to EXPOSED: negation.ts): the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const frameEs = {
  NEG: [
    'no',
    // "Nada de sangre", "zero blood": none of what follows.
    'nada de', 'nunca', 'ni', 'sin', 'nadie', 'no one', 'tampoco', 'ningun', 'ninguna',
  ],
  KEEPS_ON: ['no para de', 'no paraba de', 'no ha parado de', 'no deja de', 'no dejo de', 'no se le quita'],
  QUESTION: [
    'quien', 'quienes', 'que', 'cual', 'cuales', 'como', 'cuanto', 'cuanta', 'cuantos', 'puede', 'pueden', 'debo',
    'deberia', 'donde', 'cuando', 'por que',
  ],
  IF: [
    'que tan rapido respira un gato', 'cuantas respiraciones', 'como me aseguro', 'como asegurarme', 'que tan frio es',
    'que tanto frio', 'que tanto calor', 'que tan caliente', 'como se si', 'como saber si', 'si', 'en caso', 'por si',
    'para estar preparad*', 'evitar', 'como evito', 'miedo que', 'miedo de que', 'miedo a que', 'miedo de',
    'me da miedo', 'temo que', 'me preocupa que',
  ],
  PERSONAL: ['mi', 'mis', 'nuestro', 'nuestra', 'el', 'ella', 'el gato', 'la gata', 'esta', 'tiene'],
  EXPOSED: [
    'mordisco', 'le dio una mordida', 'comiendo algo', 'comio algo', 'cuanto comio', 'mordidas', 'mordidos',
    'masticando', 'mordisqueando', 'se lo trago', 'se la trago', 'no encuentro el resto', 'falta un pedazo',
    'falta el resto', 'marcas de dientes', 'en la boca', 'le puso', 'le pusieron', 'le echo', 'le echaron',
    'le untaron', 'le aplico', 'le aplicaron', 'le dieron', 'fumes', 'vapores', 'se lamio', 'se limpio', 'se lo lamio',
    'lambi*', 'lambe', 'chupo', 'chupando', 'derram*', 'se mojo', 'se embarro', 'probo', 'se bebio', 'se trago',
    'se comio', 'munch*', 'comio', 'lamio', 'lamiendo', 'mordio', 'mordisque*', 'trago', 'tragado', 'bebio', 'se tomo',
    'mastic*', 'le di', 'le dimos', 'le dio', 'aplique', 'le puse', 'le eche',
  ],
  NORMAL: ['bien', 'ya no'],
  AGAIN: ['otra vez', 'de nuevo', 'volvio a', 'volvio hacer'],
  A_LOT: [
    'como una pluma', 'como un grifo', 'chorros', 'como loca', 'como loco', 'muchisimo', 'muchisima', 'un monton',
    'bastante', 'tanta', 'tanto', 'harta', 'harto', 'mucha', 'mucho', 'no para', 'sin parar', 'no se detiene',
  ],
  BEFORE_TODAY: ['ayer', 'anoche', 'el otro dia', 'la semana pasada'],
  INTENT: [
    'quiero ponerle', 'quiero echarle', 'quiero usarle', 'quiero usar', 'quiere ponerle', 'quiere echarle',
    'quiere usarle', 'quiere usar', 'queria ponerle', 'queria echarle', 'queria usarle', 'queria usar',
    'pensaba ponerle', 'pensaba echarle', 'pensaba usarle', 'pensaba usar', 'piensa ponerle', 'piensa echarle',
    'piensa usarle', 'piensa usar', 'pienso ponerle', 'pienso echarle', 'pienso usarle', 'pienso usar',
    'le quiero poner', 'le quiere poner', 'le quiero echar', 'le quiere echar',
  ],
  ADVICE: ['puedo', 'debo', 'se puede', 'es seguro', 'es malo'],
  NEAR_MISS: [
    'no le cayo encima', 'no le dio',
    // Spanish "casi" is a near miss before what almost happened ("casi lo atropella"), not in "casi no se mueve".
    'casi lo', 'casi la', 'casi le', 'casi se', 'casi me', 'por poco', 'no lo alcanzo', 'no la alcanzo',
  ],
  PAST_LONG: [
    'back in september', 'last september', 'back in october', 'last october', 'back in december', 'last december',
    'en enero pasado', 'el enero pasado', 'alla por enero', 'en febrero pasado', 'el febrero pasado',
    'alla por febrero', 'en marzo pasado', 'el marzo pasado', 'alla por marzo', 'en abril pasado', 'el abril pasado',
    'alla por abril', 'en mayo pasado', 'el mayo pasado', 'alla por mayo', 'en junio pasado', 'el junio pasado',
    'alla por junio', 'en julio pasado', 'el julio pasado', 'alla por julio', 'en agosto pasado', 'el agosto pasado',
    'alla por agosto', 'en septiembre pasado', 'el septiembre pasado', 'alla por septiembre', 'en octubre pasado',
    'el octubre pasado', 'alla por octubre', 'en noviembre pasado', 'el noviembre pasado', 'alla por noviembre',
    'en diciembre pasado', 'el diciembre pasado', 'alla por diciembre',
    /** Recovered from something past ("ya le quitaron los puntos"): long ago (`PAST_LONG`) and over (`RESOLVED`). */
    'ya se recupero', 'ya le quitaron los puntos', 'el invierno pasado', 'el verano pasado', 'mes pasado',
    'hace dos semanas', 'hace 2 semanas', 'hace tres semanas', 'hace 3 semanas', 'hace unas semanas', 'semana pasada',
    'el ano pasado', 'el mes pasado', 'la semana pasada', 'hace meses', 'hace anos', 'hace semanas', 'hace un ano',
    'hace un mes', 'de chiquito', 'de chiquita', 'de pequeno', 'de pequena', 'cuando era chiquito',
    'cuando era chiquita', 'cuando era bebe', 'cuando era bebita', 'cuando era bebito', 'cuando era gatito',
    'cuando era gatita', 'cuando estaba chiquito', 'cuando estaba chiquita', 'una vez hace', 'hace 2 anos',
    'hace 2 meses', 'hace 3 anos', 'hace 3 meses', 'hace 4 anos', 'hace 4 meses', 'hace 5 anos', 'hace 5 meses',
    'hace 6 anos', 'hace 6 meses', 'hace two anos', 'hace two meses', 'hace three anos', 'hace three meses',
    'hace four anos', 'hace four meses', 'hace five anos', 'hace five meses', 'hace six anos', 'hace six meses',
    'dos years ago', 'dos months ago', 'hace dos anos', 'hace dos meses', 'tres years ago', 'tres months ago',
    'hace tres anos', 'hace tres meses', 'cuatro years ago', 'cuatro months ago', 'hace cuatro anos',
    'hace cuatro meses', 'cinco years ago', 'cinco months ago', 'hace cinco anos', 'hace cinco meses', 'seis years ago',
    'seis months ago', 'hace seis anos', 'hace seis meses',
  ],
  STILL: ['desde hace', 'todavia', 'aun', 'desde entonces', 'sigue', 'no mejora'],
  LESS: ['menos', 'poquito', 'poquita', 'poquitos', 'poquitas'],
  CHANGED: ['distinto', 'distinta', 'raro desde', 'rara desde', 'no esta bien desde'],
  PLAYS_NORMAL: [
    'come y juega', 'come normal y juega', 'comiendo y jugando', 'plays como siempre', 'play como siempre',
    'playing como siempre', 'juega normal*', 'juega fine', 'juega like always', 'juega como siempre', 'jugando normal*',
    'jugando fine', 'jugando like always', 'jugando como siempre', 'sigue jugando',
  ],
  MORE: ['mas de lo normal', 'mas de lo usual', 'mas que antes', 'mas que lo normal', 'mas seguido', 'mas veces'],
  HABITUAL: [
    'cada par de semanas', 'cada mes', 'cada tantas semanas', 'todos los dias', 'como siempre', 'a cada rato',
    'siempre', 'cada vez que', 'cada manana', 'todas las mananas', 'todas las noches', 'cuando hay',
    'se esconde cuando', 'desde que lo tenemos', 'desde que la tenemos', 'asi desde',
  ],
  HEARSAY: [
    'me contaron', 'supe de', 'escuche de', 'dice que le de', 'dice que le des', 'me dijo que le diera',
    'me dice que le de', 'lei que', 'escuche que', 'oi que', 'vi un video',
    // A story read or seen somewhere: about some cat, not this one.
    'lei en facebook', 'lei en instagram', 'lei en tiktok', 'lei en las noticias', 'lei en el grupo', 'lei en internet',
    'vi en facebook', 'vi en instagram', 'vi en tiktok', 'vi en las noticias', 'vi en el grupo', 'vi en internet',
    'salio en facebook', 'salio en instagram', 'salio en tiktok', 'salio en las noticias', 'salio en el grupo',
    'salio en internet', 'publicaron en facebook', 'publicaron en instagram', 'publicaron en tiktok',
    'publicaron en las noticias', 'publicaron en el grupo', 'publicaron en internet', 'said los gatos',
    'says los gatos', 'say los gatos', 'told me los gatos', 'dice que cats', 'dice que los gatos', 'dicen que cats',
    'dicen que los gatos', 'dijo que cats', 'dijo que los gatos', 'me dijo que cats', 'me dijo que los gatos',
    'me dijeron que cats', 'me dijeron que los gatos', 'publicaron un gato',
  ],
  RESOLVED: [
    'salio bien', 'se salvo', 'ya esta perfecta', 'ya esta perfecto', 'esta perfecta', 'esta perfecto',
    'quedo perfecta', 'quedo perfecto',
    // Caribbean "ta" for "está": "ya ta bien".
    'ya ta bien', 'ya ta normal', 'ya ta mejor', 'ya ta perfecta', 'ya ta perfecto', 'ya esta mejor', 'gordo y feliz',
    'gorda y feliz', 'sano y feliz', 'sana y feliz', 'bien desde entonces',
    /** Recovered from something past ("ya le quitaron los puntos"): long ago (`PAST_LONG`) and over (`RESOLVED`). */
    'ya se recupero', 'ya le quitaron los puntos', 'sano bien', 'ya sano', 'sano rapido', 'sano solo', 'sano solito',
    'sano solita', 'sano enseguida', 'todo normal', 'todo bien ahora',
    /** "Nothing since then", "desde entonces nada": over, not going on (`RESOLVED`, and `OTHER_SENSE` for "since"). */
    'desde entonces nada', 'desde entonces ni', 'no ha vuelto', 'no more since', 'ya paso', 'paso el peligro',
    'orinando bien', 'ya esta normal', 'ya esta bien', 'se curo',
  ],
  READY: [
    'antes de que le de', 'antes que le de', 'saber antes', 'antes de que pase', 'estar preparado', 'estar preparada',
    'quiero estar listo', 'quiero estar lista', 'para estar listo', 'para estar lista', 'planeando', 'por si acaso',
    'si alguna vez', 'si algun dia',
  ],
  CLEARED: [
    'la clinica dijo', 'la veterinaria dijo', 'el veterinario dijo que es', 'es el punto', 'no es nada', 'no es grave',
  ],
  ACTING_NORMAL: [
    'no esta decaido', 'no esta decaida', 'no esta lethargic', 'no esta sluggish', 'no esta flojo', 'no esta floja',
    'no anda decaido', 'no anda decaida', 'no anda lethargic', 'no anda sluggish', 'no anda flojo', 'no anda floja',
    'not decaido', 'not decaida', 'not flojo', 'not floja', 'isnt decaido', 'isnt decaida', 'isnt flojo', 'isnt floja',
    'sigue tomando', 'tomando agua', 'tomando aguita', 'esta bien', 'anda normal',
  ],
  MINOR: ['apenas la toque', 'apenas lo toque', 'toquecito'],
  DRAMA: ['dramatico', 'dramatica', 'exagerado', 'exagerada'],
  SINCE_THEN: [
    'desde ayer', 'desde anoche', 'desde esta manana', 'desde el lunes', 'desde el martes', 'desde el miercoles',
    'desde el jueves', 'desde el viernes', 'desde el sabado', 'desde el domingo', 'desde el fin de semana',
  ],
  JUST_ASKING: ['solo pregunto', 'por curiosidad', 'nomas pregunto'],
  LAUGH: ['lmfao', 'jaja*', 'jaj', 'jeje*', 'jiji*'],
  FALSE_ALARM: ['me equivoque', 'me confundi', 'falsa alarma', 'no era nada'],
  UPDATE: ['actualizacion', 'ya es otro dia'],
  NEW_TURN: [
    'now esta', 'now tiene', 'now le', 'ahora he', 'ahora she', 'ahora hes', 'ahora shes', 'ahora esta', 'ahora tiene',
    'ahora le', 'pero ahora', 'y ahora',
  ],
  GOES_ON: [
    'hoy tampoco', 'ahora tambien', 'dias asi', 'dia asi', 'van asi', 'sigue asi', 'lleva asi', 'esta asi',
    'sigue igual', 'todavia', 'continues',
  ],
} satisfies ConceptTerms;
