/**
 * Files the tools read and write, with the rules every reader and writer shares: a file is read
 * up to a limit counted as it is read ({@link org.zermelo.io.BoundedInput}: a device or a pipe has
 * no size to check beforehand), an output is checked before any work and written whole or not at
 * all, never over something that is not a regular file ({@link org.zermelo.io.OutputFile}), and
 * why a file could not be read or written is said in words ({@link org.zermelo.io.FileErrors}).
 */
package org.zermelo.io;
