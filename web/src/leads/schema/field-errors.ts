import type * as z from 'zod/mini';

/** Issue messages by field name ('adjustmentAnswers.accident' for nested ones); '' is the form itself. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message of each field, in the order the issues came (the form's order). */
export function firstErrors(errors: FieldErrors): { field: string; message: string }[] {
  return Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [{ field, message: messages[0] }] : []));
}
