import type { TSaveItemBody } from '@zuoyeben/shared';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.js';

type Option = TSaveItemBody['options'][number];
const cleanOptions = (options: readonly Option[]) => options.map((o) => ({ ...o, text: sanitizeRichText(o.text) }));

/** A saved item's every rich text (stem, options, answers, explanation, sub-questions) as it may be stored and shown. */
export function sanitizeItemBody(body: TSaveItemBody): TSaveItemBody {
  return {
    ...body,
    stem: sanitizeRichText(body.stem),
    options: cleanOptions(body.options),
    answer: body.answer.map(sanitizeRichText),
    explanation: sanitizeRichText(body.explanation),
    subItems: body.subItems?.map((s) => ({
      ...s,
      stem: sanitizeRichText(s.stem),
      options: cleanOptions(s.options),
      answer: s.answer.map(sanitizeRichText),
      ...(s.explanation === undefined ? {} : { explanation: sanitizeRichText(s.explanation) }),
    })),
  };
}
