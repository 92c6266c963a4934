/** Every dashboard page, by its path under /dashboard, with its heading (one list for every check). */
export const DASHBOARD_PAGES = [
  ['audience', 'Audience'],
  ['adminprofile', 'Admin Profile'],
  ['managecontacts', 'Manage Messages'],
  ['manageabout', 'Manage About'],
  ['manageedu', 'Manage Education'],
  ['manageexp', 'Manage Experience'],
  ['manageskills', 'Manage Skills'],
  ['manageprojects', 'Manage Projects'],
  ['managecer', 'Manage Certificates'],
  ['managetestimonials', 'Manage Testimonials'],
  ['posts', 'Posts'],
  ['site', 'Site settings'],
  ['data', 'Data'],
] as const
