import type { Translated } from '../types.ts';
import {
  contactWording as englishContactWording,
  financialSections as englishFinancialSections,
  type FinancialSectionId,
  type ResourceContact,
} from '../../financial-help.ts';
import { listingWording } from '../../resources.ts';

// Spanish wording for the sections of /es/financial-assistance, from src/content/financial-help.ts. The entries
// are the sourced records themselves (docs/data-rules.md); only our section titles and introductions, and the
// words we put in where a record says nothing, are translated.

export const contactWording: Translated<typeof englishContactWording> = {
  noSummary: 'Ayuda para dueños de mascotas',
  whoUnknown: 'No lo dicen — pregunte cuando llame',
};

const FEE_UNKNOWN = 'Llame para preguntar';

const sectionWords: Record<FinancialSectionId, { title: string; intro: string }> = {
  'help-paying': {
    title: 'Ayuda para pagar una cuenta del veterinario ya',
    intro:
      'Fondos de caridad, ayudas, planes de pago y crédito. La mayoría son nacionales, muchos le pagan directo al veterinario, y pocos deciden el mismo día — pregunte también en el hospital por planes de pago.',
  },
  'low-cost-clinics': {
    title: 'Clínicas gratis y de bajo costo',
    intro:
      'Atención veterinaria con precio rebajado en la ciudad. La mayoría piden ingresos bajos o vivir en cierta zona — lleve las pruebas la primera vez.',
  },
  food: { title: 'Comida para mascotas', intro: 'Programas de comida de gato gratis.' },
  'spay-neuter': {
    title: 'Esterilización y gatos de la calle',
    intro:
      'Cursos gratis, trampas prestadas y ayuda con la esterilización para quienes cuidan gatos de la calle y de bodega.',
  },
  'surrender-rehoming': {
    title: 'Quedarse con el gato o buscarle hogar en una crisis',
    intro:
      'Programas que le ayudan a quedarse con su gato durante una enfermedad o si tiene que salir de un hogar con violencia. ¿Está en peligro ahora? Llame al 911.',
  },
};

/** Our fallback words in Spanish; the record's own words stay as sourced. */
function entryInSpanish(entry: ResourceContact): Translated<ResourceContact> {
  return {
    ...entry,
    summary: entry.summary === englishContactWording.noSummary ? contactWording.noSummary : entry.summary,
    fee: entry.fee === listingWording.feeUnknown && !entry.resource.costNotes ? FEE_UNKNOWN : entry.fee,
    whoQualifies:
      entry.whoQualifies === englishContactWording.whoUnknown && !entry.resource.eligibility
        ? contactWording.whoUnknown
        : entry.whoQualifies,
  };
}

export const financialSections: Translated<typeof englishFinancialSections> = englishFinancialSections.map(
  (section) => ({ ...section, ...sectionWords[section.id], entries: section.entries.map(entryInSpanish) }),
);
