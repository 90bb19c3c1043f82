import { lightFormat } from 'date-fns';

/** Spec section 9: dates show as DD/MM/YY; an unreadable date shows as it came. */
export function accountCreatedText(createdDatetime: string): string {
  const created = new Date(createdDatetime);
  return Number.isNaN(created.getTime()) ? createdDatetime : lightFormat(created, 'dd/MM/yy');
}
