import type { ContentTypeKey } from '../content-types.ts'
import { enIslands } from './en-islands.ts'

/**
 * The public site's fixed texts in English: the source every other catalogue is checked against
 * (a catalogue missing one of these keys does not compile). Messages are ICU MessageFormat
 * (intl-messageformat): `{name}` is a value, `{count, plural, one {…} other {…}}` a number in a
 * sentence. The islands' texts are in en-islands.ts. The content types' names are not here: they are the titles of
 * contract/content-types.ts, and other languages name them under `type.<key>`.
 */
export const en = {
  ...enIslands,
  // Every page's frame
  'page.skipToContent': 'Skip to content',
  'page.unpublished': 'Not published yet: search engines are asked to leave this site out.',
  'page.backHome': 'Back to the home page',
  'page.opensInNewTab': '{label} (opens in a new tab)',
  'page.opensInNewTabHint': ' (opens in a new tab)',
  'header.main': 'Main',
  'header.more': 'More',
  'header.search': 'Search',
  'social.profiles': 'Social profiles',
  'social.email': 'E-mail {address}',
  'footer.nav': 'Footer',
  'footer.links': 'Links',
  'footer.social': 'Social links',
  'footer.contactInfo': 'Contact info',
  'footer.home': 'Home',
  'footer.languages': 'Languages',
  'suggest.text': 'This page is also available in {language}.',
  'suggest.dismiss': 'Dismiss',
  'footer.rights': '© {years} {owner}. All rights reserved.',
  'resume.label': 'Résumé',
  'resume.pdf': ' (PDF)',

  // The home page's first screen
  'hero.welcome': 'Welcome',
  'hero.greeting': 'Hi there, welcome!',
  'hero.myNameIs': 'My name is {name}',
  'hero.iAmA': "I'm a {titles}",
  'hero.contact': 'Contact',
  'hero.photoOf': 'Photo of {name}',

  // Section titles that are not a content type's name
  'section.aboutMe': 'About Me',
  'section.skillsExpertise': 'Skills & Expertise',
  'section.certifications': 'Certifications',
  'section.writing': 'Writing',
  'section.contact': 'Contact',
  'section.seeMore': 'See More',
  'section.seeMoreSkills': ' skills',
  'section.seeMoreProjects': ' projects',

  // Contact
  'contact.invitation':
    'My inbox is always open. Whether you have a question, an opportunity or just want to say hello, I will get back to you.',
  'contact.orWriteTo': 'Or write to {email}',
  'contact.form': 'Contact',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.message': 'Message',
  'contact.sending': 'Sending…',
  'contact.send': 'Send',

  // Errors
  'notFound.screen': 'Not Found',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',

  // Screens' names in the browser's title
  'screen.home': 'Home',
  'screen.search': 'Search',
  'screen.searchFor': 'Search: {query}',
  'screen.blog': 'Blog',
  'screen.taggedPosts': 'Posts tagged {tag}',

  // Dates and numbers
  'date.present': 'Present',
  'post.minRead': '{minutes} min read',
  'nav.about': 'About',
  'nav.skills': 'Skills',
  'nav.projects': 'Projects',
  'nav.blog': 'Blog',
  'nav.contact': 'Contact',
  'about.knowMore': 'Know More',
  'about.basedIn': 'Based in',
  'about.email': 'E-mail',
  'home.allPosts': 'All posts',
  'experience.techStack': 'Tech stack',
  'experience.certificate': 'Certificate',
  'projects.featured': 'Featured projects',
  'projects.featuredOne': 'Featured project',
  'projects.others': 'Other projects',
  'projects.tools': 'Tools',
  'projects.screenshotOf': 'Screenshot of {title}',
  'projects.caseStudy': 'Case study',
  'projects.caseStudyOf': 'Case study: {title}',
  'projects.moreCaseStudies': 'More case studies',
  'projects.role': 'Role',
  'projects.team': 'Team',
  'projects.timeline': 'Timeline',
  'projects.fullSize': ' (full size)',
  'projects.empty': 'No projects are listed yet.',
  'skills.list': 'Skills',
  'skills.empty': 'No skills or certifications are listed yet.',
  'about.empty': 'There is nothing about me here yet.',
  'blog.empty': 'Nothing is published yet.',
  'blog.tags': 'Tags',
  'blog.pages': 'Pages',
  'blog.morePosts': 'More posts',
  'blog.writtenBy': 'Written by',
  'neighbour.previous': 'Previous',
  'neighbour.next': 'Next',
  'resume.backToSite': 'Back to the site',
  'resume.titles': 'Titles',
  'resume.contacts': 'Contact details',
  'resume.summary': 'Summary',
  // A bounded section's last line, before the page that lists it all: "992 more: site/projects".
  'resume.more': '{count, plural, other {# more:}}',
  'contributions.loading': 'Loading contributions',
  'contributions.year': 'Year',
  'page.updated': 'Updated {date}',
  'skills.andMore': 'And many more.....',
  'projects.moreOnGithub': 'More on my Github',
  'section.seeMoreNamed': ' {name}',
  'blog.pageN': '{screen}, page {page}',
  'blog.writingBy': 'Writing by {name}.',
  'blog.postsTagged': 'Posts tagged {tag}.',
  'blog.newer': 'Newer posts',
  'blog.older': 'Older posts',
  'blog.pageOf': 'Page {page} of {pages}',
  'blog.subscribe': 'Subscribe to new posts with the {feed} in any feed reader.',
  'blog.atomFeed': 'Atom feed',
  'blog.contents': 'Contents',
  'blog.related': 'Related posts',
  'projects.live': 'Live',
  'projects.repositoryOf': 'repository of {title}',
  'projects.siteOf': 'site of {title}',
  'projects.liveSite': 'Live site',
  'projects.sourceCode': 'Source code',
  'projects.outcomes': 'Outcomes',
  'experience.certificateOf': 'of {title} at {company}',
  'projects.gallery': 'Gallery',
  'projects.allProjects': 'All projects',
  'pager.label': 'Pagination',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.page': 'Page {page}',
  'search.description': 'Search the posts, projects and everything else on this site.',
  'search.title': 'Search',
  'search.label': 'Search the site',
  'search.button': 'Search',
  'search.empty': 'Type a word to search for',
  'search.noWords': 'Search for words or numbers: punctuation alone finds nothing',
  'search.tooLong': 'Searches are at most {max} characters: shorten it',
  'search.found': '{count, plural, one {1 result} other {# results}} for “{query}”',
  'search.nothing':
    'Nothing published matches every one of these words. Try fewer words, or another form of one; or browse the {blog} and the {projects}.',
  'search.blogLink': 'blog',
  'search.projectsLink': 'projects',
  'search.kindPost': 'Post',
  'search.kindProject': 'Project',
  'search.kindCaseStudy': 'Case study',
  'resume.download': 'Download PDF',
  'resume.print': 'Print',
  'contributions.title': 'GitHub contributions',
  'contributions.titleOf': 'GitHub contributions of {username}',
  'sections.link': 'Link',
  'preview.label': 'Preview.',
  'preview.screen': 'Preview: {title}',
  'preview.draft': 'This is a draft.',
  'preview.scheduled': 'This post appears on {date}.',
  'preview.published': 'This post is published.',
  'preview.onlyLink': 'Only people with this link can see it, for an hour.',
} as const satisfies Record<string, string>

/** A fixed text's key. */
export type MessageKey = keyof typeof en

/** The content types' names in another language (English keeps the contract's labels). */
type TypeNameKey = `type.${ContentTypeKey}`

/** A complete catalogue: every key of the English one, plus the content types' names. */
export type Catalogue = Record<MessageKey | TypeNameKey, string>
