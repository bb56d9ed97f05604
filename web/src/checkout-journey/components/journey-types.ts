import type { CardEntry } from '@/reserve/card-entry';
import type { JourneyData } from '../journey-data';

/** What the page hands the journey's browser side: the car's facts and the saved journey. */
export type JourneyProps = {
  carId: number;
  title: string;
  imageUrl: string | null;
  price: number;
  /** 'Drive-away price' or 'Price'. */
  priceLabel: string;
  deposit: number;
  holdHours: number;
  step: number;
  data: JourneyData;
  window: { from: string; to: string };
  locationName: string;
  sessionPhone: string | null;
  defaultName: string;
  /** How the deposit's card is taken (the local form, or Stripe Elements with hosted keys). */
  cardEntry: CardEntry;
  /** Why the last payment did not hold the car (declined card, failed authentication). */
  payFailure: string | null;
};

export type Errors = Record<string, string>;

/** The first message of each field from the server's `fieldErrors`. */
export const firstOfEach = (fieldErrors: Record<string, string[]> | undefined): Errors =>
  Object.fromEntries(Object.entries(fieldErrors ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));

/** A step form's values as the server reads them: 'adjustmentAnswers.accident' becomes nested. */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value !== 'string') continue;
    const [head, tail] = name.split('.', 2) as [string, string | undefined];
    if (tail === undefined) values[head] = value;
    else values[head] = { ...(values[head] as Record<string, unknown> | undefined), [tail]: value };
  }
  return values;
}
