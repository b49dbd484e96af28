// `npm run merchant -- return-address`: where a store's returned parcels go, printed as the
// recipient on the built-in return label (decision 053). Without a change it shows the address; with
// some parts given it changes those and keeps the rest (`none` clears an optional part). The
// address is checked here with the contract's own schema, so a mistake is named before anything is
// sent; the admin API checks it again.
import { PostalAddressSchema } from '@rc/contract/shared-schemas';
import { postalAddressLines } from '@rc/domain/postal-address';
import type { CommandRequest } from './merchant-returns';

export const RETURN_ADDRESS_USAGE = `  npm run merchant -- return-address --shop <slug> [--name <name or desk>] [--company <name|none>]
      [--line1 <street and number>] [--line2 <text|none>] [--city <city>] [--region <state|none>]
      [--postal-code <code>] [--country <ISO 3166-1 alpha-2, e.g. DE>] [--phone <number|none>]
`;

/** The command's flags and the address part each sets. */
const PARTS = {
  name: 'name',
  company: 'company',
  line1: 'line1',
  line2: 'line2',
  city: 'city',
  region: 'region',
  'postal-code': 'postalCode',
  country: 'country',
  phone: 'phone',
} as const;

export type ReturnAddressValues = Partial<Record<keyof typeof PARTS, string>>;

/** The admin API request of `return-address`, or null for another command. */
export function returnAddressRequest(
  command: string,
  values: ReturnAddressValues,
  shopPath: () => string,
): CommandRequest | null {
  if (command !== 'return-address') return null;
  const path = `${shopPath()}/return-address`;
  const changes: Record<string, string | null> = {};
  for (const [flag, part] of Object.entries(PARTS)) {
    const value = values[flag as keyof typeof PARTS];
    if (value !== undefined) changes[part] = value.trim().toLowerCase() === 'none' ? null : value;
  }
  if (Object.keys(changes).length === 0) return { method: 'GET', path };
  return {
    method: 'PUT',
    path,
    merge: {
      read: path,
      body: (current) => {
        const stored = (current as { returnAddress: Record<string, unknown> | null }).returnAddress ?? {};
        const parsed = PostalAddressSchema.safeParse({ ...stored, ...changes });
        if (!parsed.success) {
          const flagOf = (part: PropertyKey | undefined) =>
            Object.entries(PARTS).find(([, name]) => name === part)?.[0] ?? String(part);
          throw new Error(
            parsed.error.issues
              .map((issue) =>
                issue.code === 'invalid_type' && issue.input === undefined
                  ? `--${flagOf(issue.path[0])}: is required (the store has no return address yet)`
                  : `--${flagOf(issue.path[0])}: ${issue.message}`,
              )
              .join('\n'),
          );
        }
        return parsed.data;
      },
    },
  };
}

/** The address as a label prints it, or what to do when there is none. */
export function describeReturnAddress(command: string, data: unknown): string | null {
  if (command !== 'return-address') return null;
  const { returnAddress } = data as { returnAddress: Parameters<typeof postalAddressLines>[0] | null };
  if (!returnAddress) {
    return 'No return address: shoppers are not offered a return label until one is set (--name, --line1, --city, --postal-code, --country).';
  }
  return [
    'Return address (the recipient on return labels):',
    ...postalAddressLines(returnAddress).map((line) => `  ${line}`),
    ...(returnAddress.phone ? [`  Tel. ${returnAddress.phone}`] : []),
  ].join('\n');
}
