/**
 * Games talking with other programs: the text protocols a game speaks ({@link
 * org.zermelo.protocol.Protocol}, offered through the game's {@link
 * org.zermelo.protocol.Protocols}), one conversation each ({@link org.zermelo.protocol.Session}),
 * what the conversation talks through ({@link org.zermelo.protocol.Host}: the command line's
 * standard input and output, or a socket) and the thinking it asks for ({@link
 * org.zermelo.protocol.Engine}, made from a player or a search by {@link
 * org.zermelo.protocol.Engines}). A protocol lives in its game's package and sees a search only
 * through its engine; the command line carries the lines and never names the game.
 */
package org.zermelo.protocol;
