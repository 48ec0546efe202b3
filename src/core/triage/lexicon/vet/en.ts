// At the vet, on the way, or treated: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const vetEn = {
  /** A vet found nothing wrong ("el vet lo chequeó y dijo que está sano", "vet said no infection, all normal"). */
  VET_CLEARED: ['healthy', 'nothing wrong', 'found nothing', 'all normal'],
  HERE: ['we here', 'were here', 'we are here', 'im here', 'i am here', 'just got here', 'we got here', 'we made it'],
  ARRIVED: [
    // Went, back then: "we rushed her to the ER", "fuimos a la emergencia".
    'rushed him to the', 'rushed her to the', 'took him to the', 'took her to the', 'were here', 'we are here',
    'im here', 'at er', 'in the er', 'at the', 'are at', 'were at', 'im at', 'am at', 'here at', 'got to', 'get to the',
    'arrived', 'made it to', 'with the', 'we at', 'now at',
  ],
  VET_PLACE: [
    'aspca truck', 'spay truck', 'mobile clinic', 'carecredit', 'care credit', 'scratchpay', '24 hr place',
    '24 hour place', '24hr place', 'emergency room', 'animal er', 'vet', 'vets', 'animal hospital', 'medical center',
    'hospital*', 'clinic*', 'er',
  ],
  /** What a vet did and is done with: "the vet got it out", "le quitaron la obstrucción", "ya lo vieron". */
  VET_DID: [
    'got it out', 'took it out', 'pulled it out', 'cooled him', 'cooled her', 'warmed him', 'warmed her',
    'stitched him', 'stitched her', 'fixed him', 'fixed her', 'treated him', 'treated her', 'gave antibiotics',
  ],
  /** Home again, or back at the shop: over once a vet has done its part ("ya lo vieron … ya está en la tienda"). */
  HOME_AGAIN: [
    'hes home', 'shes home', 'he is home', 'she is home', 'hes back home', 'shes back home', 'back at the store',
    'back at the shop', 'back in the store', 'back in the shop',
  ],
  /**
   * No vet has seen the cat ("we cant afford the vet so hes home now", "todo está cerrado"): a vet named and home
   * again is not a visit.
   */
  NO_VET: [
    'cant afford', 'cant pay for', 'cant take him to', 'cant take her to', 'cant get to', 'cant go to', 'cannot afford',
    'cannot pay for', 'cannot take him to', 'cannot take her to', 'cannot get to', 'cannot go to', 'couldnt afford',
    'couldnt pay for', 'couldnt take him to', 'couldnt take her to', 'couldnt get to', 'couldnt go to',
    'can not afford', 'can not pay for', 'can not take him to', 'can not take her to', 'can not get to',
    'can not go to', 'didnt take him', 'didnt take her', 'didnt go to', 'didnt went to', 'didnt call',
    'havent take him', 'havent take her', 'havent go to', 'havent went to', 'havent call', 'did not take him',
    'did not take her', 'did not go to', 'did not went to', 'did not call', 'have not take him', 'have not take her',
    'have not go to', 'have not went to', 'have not call', 'never take him', 'never take her', 'never go to',
    'never went to', 'never call', 'closed',
  ],
  /** The vet has the cat now ("the vet has him", "ya está con el veterinario"): with VET_PLACE, treating it. */
  /** The cat is in a vet's surgery or ward now ("ya la tienen en cirugía", "she's in surgery"). */
  IN_SURGERY: [
    'in surgery', 'operating on him', 'operating on her', 'in the icu', 'was in the hospital', 'stayed in the hospital',
    'stayed at the hospital',
  ],
  VET_CUSTODY: [
    'theyre treating him', 'theyre treating her', 'they are treating him', 'they are treating her',
    'took him in the back', 'took him into the back', 'took him to the back', 'took her in the back',
    'took her into the back', 'took her to the back', 'taken him in the back', 'taken him into the back',
    'taken him to the back', 'taken her in the back', 'taken her into the back', 'taken her to the back',
    'brought him in the back', 'brought him into the back', 'brought him to the back', 'brought her in the back',
    'brought her into the back', 'brought her to the back', 'took him back', 'took her back', 'vet has him',
    'vet has her', 'vets have him', 'vets have her', 'they have him', 'they have her',
  ],
  VET_HAS_CAT: [
    'shes at the', 'hes at the', 'cat is at the', 'cats at the', 'she is at the', 'he is at the', 'catheter', 'fluids',
    'hospitalized', 'staying the night', 'stay the night', 'they put', 'operated', 'surgery', 'said', 'told us',
    'recommended', 'back home', 'home now', 'came home', 'stays overnight', 'staying overnight', 'kept him', 'kept her',
    'keeping him', 'keeping her', 'took xrays', 'xray*', 'radiograf*', 'checked him', 'checked her', 'examined',
    'discharged', 'home from the', 'back from the', 'sent him home', 'sent her home', 'nothing broken', 'has him',
    'has her', 'has it', 'is seeing him', 'is seeing her', 'admitted', 'examining',
  ],
} satisfies ConceptTerms;
