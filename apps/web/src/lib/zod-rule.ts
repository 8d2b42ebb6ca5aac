import type { FormRule } from 'antd';
import { zhIssueMessage } from '@zuoyeben/shared';
import type { z } from 'zod';

type Issue = Parameters<typeof zhIssueMessage>[0];

/**
 * An antd rule that checks one field with the shared request schema, so the form and the server agree on the
 * limits and speak the same Chinese messages.
 */
export function zodRule<S extends z.ZodObject>(schema: S, field: keyof S['shape'] & string): FormRule {
  const single = schema.pick({ [field]: true } as never);
  return {
    validator: async (_rule, value: unknown) => {
      const result = single.safeParse({ [field]: value }, { error: (issue) => zhIssueMessage(issue as Issue) });
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
