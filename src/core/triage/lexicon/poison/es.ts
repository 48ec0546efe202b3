// Poisons, medicines and what a cat swallows or chews: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const poisonEs = {
  TOXIN: [
    'huele dulce', 'olia dulce', 'liquido verde', 'charco verde', 'exterminador', 'cuadritos azules', 'polvo naranja',
    'polvito naranja', 'polen', 'liquido del radiador', 'refrigerante', 'exterminador*', 'fumig*', 'bloques azules',
    'eucalipt*', 'aceite de menta', 'lavender oil', 'aceite esencial', 'aceites esenciales', 'de limpiar',
    'de limpieza', 'desinfect*', 'mistolin', 'suavizante', 'fabric softener', 'gasolin*', 'motor oil',
    'aceite de motor', 'mata cucaracha*', 'cucarachicida', 'cigarro*', 'tobacco', 'tabaco', 'cebolla*', 'sago palm',
    'dieffenbachia', 'azalea*', 'oleander', 'adelfa', 'pastilla*', 'batter*', 'pila', 'pilas', 'aspirina', 'lillies',
    'lirio*', 'azucena*', 'anticongelante', 'venen*', 'cebo*', 'd con', 'cloro', 'lejia', 'destapa*',
    'cleaning product*', 'quimic*', 'insecticid*', 'pastill*', 'medicina*', 'medicament*', 'droga*', 'naftalina',
    'marijuana', 'marihuana', 'pine sol', 'fabuloso', 'amoniaco', 'ammonia', 'mata ratas', 'matarratas',
  ],
  POISONED: ['envenenad*', 'intoxicad*'],
  DOG_FOOD: ['comida de perro', 'comida del perro', 'comida pa perro', 'comida para perro*'],
  DOG_PRODUCT: ['del perro', 'de perro', 'para perro*', 'para el perro'],
  POLLEN: [
    'polen', 'polvo naranja', 'polvo amarillo', 'polvo anaranjado', 'polvito naranja', 'polvito amarillo',
    'polvito anaranjado',
  ],
  STRING: [
    'hilo*', 'cinta*', 'hair tie*', 'liga', 'estambre', 'cuerda*',
    // A gift box's bow ("el lacito rojo"), a ribbon, a cord.
    'lazo*', 'liston*', 'aguja',
  ],
  HANGING_OUT: ['saliendo', 'le sale', 'cuelga*', 'colgando'],
  CORD: ['luces de navidad', 'lucecitas', 'las luces', 'enchufe*'],
  SHOCK: ['chispa*', 'chispo', 'le dio un corrientazo', 'corrientazo', 'descarga*', 'le dio corriente'],
  BURN: [
    'agua hirviendo', 'cafe hirviendo', 'cafe caliente', 'sopa caliente', 'grasa caliente', 'quem*', 'aceite caliente',
  ],
  NO_CONTACT: [
    'no se derramo', 'no se rego', 'estaba tapado', 'estaba tapada', 'estaba cerrado', 'estaba cerrada',
    'no se la ha comido', 'no se lo ha comido', 'no se la comio', 'no se lo comio', 'no lo ha tocado',
    'no la ha tocado', 'no se ha acercado', 'no lo toco', 'casi se come', 'casi se comio', 'casi se lo come',
    'casi se la come', 'casi se lo comio', 'casi se la comio', 'casi se bebe', 'casi se bebio', 'casi se lame',
    'casi se lamio', 'casi lo come', 'casi lo comio', 'casi lo lo come', 'casi lo la come', 'casi lo lo comio',
    'casi lo la comio', 'casi lo bebe', 'casi lo bebio', 'casi lo lame', 'casi lo lamio', 'casi la come',
    'casi la comio', 'casi la lo come', 'casi la la come', 'casi la lo comio', 'casi la la comio', 'casi la bebe',
    'casi la bebio', 'casi la lame', 'casi la lamio', 'casi come', 'casi comio', 'casi bebe', 'casi bebio', 'casi lame',
    'casi lamio', 'antes de que lo tocara', 'antes de que la tocara', 'antes de que se lo comiera',
    'antes de que se la comiera',
  ],
  CONTACT: [
    'le puse', 'le eche', 'en los bigotes', 'en sus bigotes', 'en la boca', 'en su boca', 'en el hocico',
    'en la espalda', 'en el cuello', 'en el lomo', 'en la nariz', 'en la cara', 'en el pelo', 'en las patas',
    'sus patas', 'las patas', 'las patitas', 'su pelo', 'el pelo', 'pelaje',
  ],
  INDUCE: ['inducir', 'provocar*', 'hacerlo', 'hacerla', 'hacer que'],
  TOXIC_WORD: ['venen*'],
  DANGER_WORD: [
    'peligros*', 'seguro para', 'seguros para', 'seguras para', 'hace dano', 'hacen dano', 'malo pa', 'malo para',
    'mala para', 'malos para', 'malas para',
  ],
  PLANT: ['planta', 'plantas', 'flor', 'flores', 'ramo*', 'hojas', 'hojitas', 'petalo*'],
  ATE_OBJECT: ['comio nada de eso', 'se lo comio'],
  GIVE: ['darle', 'dar', 'le doy', 'le puedo dar', 'le di', 'le damos'],
  HUMAN_MED: ['pepto*', 'pain reliever*', 'calmante*'],
  PRESCRIBED: [
    'recetad*', 'receta', 'le receto', 'el veterinario le dio', 'la veterinaria le dio', 'su medicina', 'sus pastillas',
    'su pastilla',
  ],
  LEAK: ['charco*', 'gotea*', 'goteo', 'derram*'],
  FOUND_IT: ['lo encontre', 'la encontre', 'estaba debajo', 'lo encontre entero', 'la encontre entera'],
  UNPLUGGED: ['no estaba conectado', 'desconectado'],
} satisfies ConceptTerms;
