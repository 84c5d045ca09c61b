/** schema.org `employmentType` values. */
export type EmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'CONTRACTOR'
  | 'TEMPORARY'
  | 'INTERN'
  | 'VOLUNTEER'
  | 'PER_DIEM'
  | 'OTHER';

const EMPLOYMENT_TYPES: Readonly<Record<string, EmploymentType>> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  temp: 'TEMPORARY',
  intern: 'INTERN',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
};

/** 'Full-time' is FULL_TIME, 'Part-time' PART_TIME, 'Contract' CONTRACTOR, ...; unknown is OTHER. */
export function toEmploymentType(type: string): EmploymentType {
  return EMPLOYMENT_TYPES[type.toLowerCase().replace(/[^a-z]/g, '')] ?? 'OTHER';
}
