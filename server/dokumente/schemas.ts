import { Type } from '@sinclair/typebox';

export const DokumentFelder = { id: Type.Integer(), name: Type.String(), contentType: Type.String(), size: Type.Integer() };
