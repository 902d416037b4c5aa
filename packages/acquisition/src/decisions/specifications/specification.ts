import type { DecisionContext, Subject } from '../decision-context.ts';
import type { Refusal } from '../decision.types.ts';

/**
 * One check of the decision engine: it looks at one release and answers with the reasons it
 * refuses it (none when it accepts). Each reason is a stable code with params a client can turn
 * into a sentence.
 */
export interface Specification {
  name: string;
  check(subject: Subject, context: DecisionContext): Refusal[];
}

export const refuse = (code: string, params: Record<string, unknown> = {}): Refusal[] => [{ code, params }];
export const ACCEPT: Refusal[] = [];
