import { createBuiltinLabels } from './builtin-labels';
import { createHttpLabelClient, type HttpLabelOptions } from './http-label-client';
import type { LabelProvider } from './label-provider';

/** The carrier-label service when its settings are given, else the built-in labels. */
export function createLabelProvider(http: HttpLabelOptions | null): LabelProvider {
  return http ? createHttpLabelClient(http) : createBuiltinLabels();
}
