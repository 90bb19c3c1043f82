import { lightFormat } from 'date-fns';

/** Shown as DD/MM/YY; an unreadable date shows as it came (docs/rules.md#dates-and-times). */
export function accountCreatedText(createdDatetime: string): string {
  const created = new Date(createdDatetime);
  return Number.isNaN(created.getTime()) ? createdDatetime : lightFormat(created, 'dd/MM/yy');
}
