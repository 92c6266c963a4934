/**
 * The fake GitHub API of the browser tests: the server tests' own (an account of 40 public
 * repositories over two pages, READMEs, rate limits), so both read the same account.
 */
export { FAKE_GITHUB_USER, startFakeGitHub } from '../../server/test-support/fake-github.ts'
