/** Everything cached about the company's checklists (list, templates, open ones): loaded again after a reconnect. */
export function checklistsKey(companyId: string | null) {
  return ['checklists', companyId] as const;
}

export function checklistListKey(companyId: string | null) {
  return ['checklists', companyId, 'list'] as const;
}

export function checklistTemplatesKey(companyId: string | null) {
  return ['checklists', companyId, 'templates'] as const;
}

export function checklistDetailKey(companyId: string | null, id: string) {
  return ['checklists', companyId, 'detail', id] as const;
}
