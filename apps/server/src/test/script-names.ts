/**
 * Names in the scripts a PDF must print exactly (docs/PRODUCT.md "Documents"): Latin, Polish, Czech,
 * Greek, Cyrillic and CJK.
 */
export const NAMES_IN_EVERY_SCRIPT = [
  'Ada Lovelace',
  'Łukasz Dvořák',
  'Zdeňka Čechová',
  'Αλέξανδρος Παπαδόπουλος',
  'Дмитрий Иванов',
  '山田太郎',
] as const;
