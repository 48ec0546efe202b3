// Haitian Creole for the words of listing cards, hospital tables, the call-ahead advice and the printed sheet
// (src/content/pages/listings.ts); words as in docs/glossary/ht.md. Every {placeholder} of the English is kept;
// the code fills in names, places, prices and dates.
import type { Translated } from '../types.ts';
import type { listings as English } from '../../pages/listings.ts';

export const listings: Translated<typeof English> = {
  print: 'Enprime',
  callAhead: {
    title: 'Rele anvan pandan w ap fè wout la',
    body: 'Sal ijans pou bèt nan Nouyòk konn sispann pran nouvo pasyan pafwa, e ou ka tann plizyè èdtan. Rele anvan ou soti pou yo ka di w si yo ka wè chat ou kounye a oswa si yo voye w yon lòt kote.',
  },
  hospitalTable: {
    caption: 'Lopital ijans 24/7 pa borough',
    columns: { name: 'Lopital', where: 'Katye', call: 'Rele' },
    callAhead: 'Nimewo a pa verifye — gade sit entènèt la, rele anvan',
    noWebsite: 'Nimewo a pa verifye — rele anvan',
    website: 'Sit entènèt',
    noneCallable: 'Pa gen lopital 24/7 nan {place} ki gen yon nimewo verifye. Sa ki pi pre a ki genyen youn:',
    noneListed: 'Nou pa gen okenn lopital 24/7 nan {place} sou lis la. Sa ki pi pre a ki gen yon nimewo verifye:',
    cost: 'Yon vizit ijans konn koute anviwon {range} pou egzamen an sèlman, anvan nenpòt tretman (pri an {date}).',
    costLink: 'Èd pou peye yon bòdwo veterinè',
  },
  printSheet: {
    columns: { name: 'Lopital', where: 'Ki kote', phone: 'Telefòn' },
    unconfirmedSuffix: '(pa verifye: tcheke anvan)',
    hiddenPhone: 'Pa verifye: rele anvan / gade sit entènèt la',
  },
  listing: {
    open24: 'Ouvè 24/7',
    call: 'Rele',
    website: 'Sit entènèt',
    directions: 'Chemen pou rive',
    reportWrongInfo: 'Siyale yon enfòmasyon ki pa kòrèk',
    phoneHiddenBefore: 'Nimewo a pa verifye — gade',
    phoneHiddenLink: 'sit entènèt la',
    phoneHiddenAfter: 'anvan ou ale',
    phoneHiddenNoWebsite: 'Nimewo a pa verifye — chèche non an oswa rele 311 anvan ou ale',
    phoneUnconfirmed: '(pa verifye — tcheke anvan ou ale)',
    mayHaveChanged: 'Gen kèk enfòmasyon ki ka chanje — verifye ak kote a.',
    lastChecked: 'Dènye verifikasyon: {date}',
    noDate: 'Dènye verifikasyon: nou pa konnen dat la',
    outOfDate: 'Enfòmasyon an ka fin vye — rele anvan',
    feeUnknown: 'Rele pou mande',
    feeLabel: 'Pri',
    feeUnverified: 'Pri a pa verifye — mande konbyen sa koute lè ou rele.',
  },
};
