import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
// React Router reads this file before Vite's import aliases apply: the contract by its path.
// eslint-disable-next-line no-restricted-imports
import { CONTENT_TYPE_LIST } from '../../contract/content-types.ts'

/**
 * Public pages live in routes/public/ and share the public layout. The owner's pages (/login,
 * /reset-password, /dashboard/*) go in routes/admin/ with their own layout, so none of their code
 * lands in a public page's chunks.
 */
export default [
  route('sitemap.xml', 'routes/public/sitemap-xml.ts'),
  route('robots.txt', 'routes/public/robots-txt.ts'),
  route('contacts', 'routes/public/contacts-redirect.ts'),
  // A standalone print-friendly document, outside the public layout.
  route('resume', 'routes/public/resume.tsx'),
  layout('routes/public/public-layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('about/:list', 'routes/public/about-list.tsx', { id: 'about-list' }),
    route('about/:list/page/:page', 'routes/public/about-list.tsx', { id: 'about-list-page' }),
    route('skills', 'routes/public/skills.tsx'),
    route('skills/:list', 'routes/public/skills-list.tsx', { id: 'skills-list' }),
    route('skills/:list/page/:page', 'routes/public/skills-list.tsx', { id: 'skills-list-page' }),
    route('projects', 'routes/public/projects.tsx', { id: 'projects' }),
    route('projects/page/:page', 'routes/public/projects.tsx', { id: 'projects-page' }),
    route('projects/:slug', 'routes/public/project-case-study.tsx'),
    route('blog', 'routes/public/blog.tsx', { id: 'blog' }),
    route('blog/page/:page', 'routes/public/blog.tsx', { id: 'blog-page' }),
    route('blog/tags/:tag', 'routes/public/blog.tsx', { id: 'blog-tag' }),
    route('blog/tags/:tag/page/:page', 'routes/public/blog.tsx', { id: 'blog-tag-page' }),
    route('blog/preview/:token', 'routes/public/blog-preview.tsx'),
    route('blog/:slug', 'routes/public/blog-post.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('search', 'routes/public/search.tsx'),
    // The owner's pages (/uses, /now): fixed addresses above win; the address book keeps them apart.
    route(':address', 'routes/public/page.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  // Owner pages: client-rendered, noindex, in their own chunks.
  layout('routes/admin/admin-shell.tsx', [
    route('login', 'routes/admin/login.tsx'),
    route('reset-password', 'routes/admin/reset-password.tsx'),
    route('dashboard', 'routes/admin/dashboard-layout.tsx', [
      index('routes/admin/dashboard-index.ts'),
      route('audience', 'routes/admin/audience.tsx'),
      route('adminprofile', 'routes/admin/admin-profile.tsx'),
      route('security', 'routes/admin/security.tsx'),
      route('managecontacts', 'routes/admin/manage-contacts.tsx'),
      // One page module for every content type, at the path its registry entry names.
      ...CONTENT_TYPE_LIST.map((type) =>
        route(type.dashboard.path, 'routes/admin/manage-content.tsx', {
          id: `content-${type.key}`,
        }),
      ),
      // The owner's own sections (docs/decisions/0016), and each one's items by its id.
      route('sections', 'routes/admin/manage-sections.tsx'),
      route('sections/:id', 'routes/admin/manage-section-items.tsx'),
      route('posts', 'routes/admin/manage-posts.tsx'),
      route('posts/:id', 'routes/admin/edit-post.tsx'),
      route('pages', 'routes/admin/manage-pages.tsx'),
      route('pages/:id', 'routes/admin/edit-page.tsx'),
      route('resume', 'routes/admin/resume.tsx'),
      route('site', 'routes/admin/site-settings.tsx'),
      route('data', 'routes/admin/data.tsx'),
      route('trash', 'routes/admin/trash.tsx'),
    ]),
  ]),
] satisfies RouteConfig
