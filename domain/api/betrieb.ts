import { Type, type Static } from '@sinclair/typebox';

/** The answer of /health/live and /health/ready, for load balancers and people reading them. */
export const Gesundheit = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('nicht bereit')]),
  grund: Type.Optional(Type.String({ description: 'why the instance is not ready' })),
});
export type Gesundheit = Static<typeof Gesundheit>;
