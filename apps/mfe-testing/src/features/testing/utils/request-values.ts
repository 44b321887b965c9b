import { todayInIndia } from '@seed/domain';
import type { SeedContainer, TestingRequestCreateInput } from '@seed/domain';

// How the request form holds its values and hands them to libs/domain's TestingRequestCreate.
// The fields carry the body's own names, so every issue lands on its field without a mapping.

export interface RequestFormValues {
  seed_lot_id: string;
  /** A laboratory's organization id; '' is the company's own laboratory (null in the body). */
  laboratory_organization_id: string;
  /** '' until a class is chosen (the schema says "Please choose the seed class"). */
  seed_class: string;
  /** The optional tests ticked (checkboxes of one name make an array). */
  tests: string[];
  sample_weight_g: string;
  sample_drawn_on: string;
  container: SeedContainer;
  is_revalidation: boolean;
  notes: string;
}

/** A new form: the lot of ?lot=, our own laboratory, the sample drawn today in an ordinary container. */
export function emptyRequest(lotId = ''): RequestFormValues {
  return {
    seed_lot_id: lotId,
    laboratory_organization_id: '',
    seed_class: '',
    tests: [],
    sample_weight_g: '',
    sample_drawn_on: todayInIndia(),
    container: 'ordinary',
    is_revalidation: false,
    notes: '',
  };
}

/** The body the form makes; the weight goes as typed (the schema reads decimal text and names a blank). */
export function toRequestInput(v: RequestFormValues): TestingRequestCreateInput {
  return {
    seed_lot_id: v.seed_lot_id,
    laboratory_organization_id: v.laboratory_organization_id || null,
    seed_class: v.seed_class as TestingRequestCreateInput['seed_class'],
    // A single ticked box may come back as a lone string, none as false.
    tests: (Array.isArray(v.tests) ? v.tests : v.tests ? [v.tests] : []) as TestingRequestCreateInput['tests'],
    sample_weight_g: v.sample_weight_g as unknown as number,
    sample_drawn_on: v.sample_drawn_on,
    container: v.container,
    is_revalidation: v.is_revalidation,
    notes: v.notes,
  };
}
