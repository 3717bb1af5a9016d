// Run by the invoker plugin after the build of docs/library-example (see core/pom.xml): the page
// docs/library.md shows, in a text block, exactly the lines Main printed (in that build's log,
// the first lines after exec:java's heading that are not Maven's, whose lines start with '[').
// The invoker gives this script's folder as basedir.
def core = new File(basedir, '../..')
def log = new File(core, 'target/it/library-example/build.log').getText('UTF-8')
def printed = log.readLines().dropWhile { !it.contains('--- exec:') }.drop(1)
        .dropWhile { it.startsWith('[') }.takeWhile { !it.startsWith('[') }.join('\n')
def page = new File(core, '../docs/library.md').getText('UTF-8')
def blocks = (page =~ /(?ms)^```text\n(.*?)^```\s*$/).collect { it[1].strip() }
if (printed.isEmpty() || !blocks.contains(printed)) {
    throw new AssertionError("docs/library.md shows no text block with what Main printed:\n" + printed)
}
