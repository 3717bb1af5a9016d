package org.zermelo.game;

import java.util.List;

/**
 * Optional ability of a {@link Game} whose outside engines speak a protocol of
 * their own besides UGI (draughts engines Hub, Othello engines NBoard): an AI spec names it
 * ({@code ext:hub:COMMAND}) and the outside engine is driven by it.
 */
public interface EngineDrivers {

    /** The drivers of the game's own protocols, each a new instance. */
    List<EngineDriver> drivers();
}
