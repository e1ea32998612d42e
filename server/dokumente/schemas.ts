import { Type } from '@sinclair/typebox';

export const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const DokumentFelder = { id: Type.Integer(), name: Type.String(), contentType: Type.String(), size: Type.Integer() };
