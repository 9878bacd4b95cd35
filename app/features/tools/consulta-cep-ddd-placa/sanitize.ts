/**
 * What each lookup field keeps as the visitor types (spec section 5), and
 * when a value is complete enough to be looked up.
 */

export const CEP_LENGTH = 8;
export const DDD_LENGTH = 2;
export const PLATE_LENGTH = 7;

export function sanitizeCep(input: string): string {
  return input.replace(/\D/g, "").slice(0, CEP_LENGTH);
}

export function sanitizeDdd(input: string): string {
  return input.replace(/\D/g, "").slice(0, DDD_LENGTH);
}

export function sanitizePlate(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, PLATE_LENGTH);
}

export const isCompleteCep = (cep: string): boolean => cep.length === CEP_LENGTH;
export const isCompleteDdd = (ddd: string): boolean => ddd.length === DDD_LENGTH;
export const isCompletePlate = (plate: string): boolean => plate.length === PLATE_LENGTH;

/** 01001000 → 01001-000 */
export function formatCep(cep: string): string {
  return cep.length === CEP_LENGTH ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}
