import { ZLabelPack, type TLabelPack } from '../schemas/label-pack';
import birthday from './birthday.json';
import holiday from './holiday.json';
import kids from './kids.json';
import officeParty from './office-party.json';
import travel from './travel.json';
import wedding from './wedding.json';

/** A pack's file as read, before validation. */
export interface LabelPackFile {
  file: string;
  data: unknown;
}

/**
 * The built-in packs, one JSON file each in this folder, in the order the picker lists them. To add a pack: write
 * `<id>.json` here (see ZLabelPack) and add one line below; the server validates every pack at start-up.
 */
export const BUILT_IN_LABEL_PACK_FILES: readonly LabelPackFile[] = [
  { file: 'office-party.json', data: officeParty },
  { file: 'wedding.json', data: wedding },
  { file: 'birthday.json', data: birthday },
  { file: 'kids.json', data: kids },
  { file: 'travel.json', data: travel },
  { file: 'holiday.json', data: holiday },
];

/**
 * Validates packs (ZLabelPack, the id is the file's name, no id twice) and answers them in the stored form, or
 * throws one error naming every bad file and what is wrong with it.
 */
export function validateLabelPacks(files: readonly LabelPackFile[]): TLabelPack[] {
  const problems: string[] = [];
  const packs: TLabelPack[] = [];
  const ids = new Set<string>();
  for (const { file, data } of files) {
    const parsed = ZLabelPack.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(pack)'}: ${i.message}`);
      problems.push(`${file}: ${issues.join('; ')}`);
      continue;
    }
    const pack = parsed.data;
    if (`${pack.id}.json` !== file) problems.push(`${file}: id "${pack.id}" must match the file name`);
    else if (ids.has(pack.id)) problems.push(`${file}: id "${pack.id}" is used twice`);
    ids.add(pack.id);
    packs.push(pack);
  }
  if (problems.length > 0) throw new Error(`Invalid label packs:\n- ${problems.join('\n- ')}`);
  return packs;
}
