/**
 * Staff roles of the operator console (issue 27 §1). A staff account holds one or more; every console route
 * names the roles it admits (console/route.ts).
 */
export const STAFF_ROLES = ['operator', 'moderator', 'finance', 'matches', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The names staff know them by: 运营 content, 审核 moderation, 财务 money, 赛事 matches, 管理员 staff and keys. */
export const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  operator: '运营',
  moderator: '审核',
  finance: '财务',
  matches: '赛事',
  admin: '管理员',
};

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** A role by its id (`moderator`) or its Chinese name (`审核`); null for neither. */
export function parseStaffRole(value: string): StaffRole | null {
  const trimmed = value.trim();
  if (isStaffRole(trimmed)) return trimmed;
  const byName = STAFF_ROLES.find((role) => STAFF_ROLE_NAMES[role] === trimmed);
  return byName ?? null;
}
