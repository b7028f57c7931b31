package org.xqverifier.edition;

import java.util.List;

/**
 * The files of one edition folder, wherever they live (a directory on disk or classpath resources in the jar).
 * Paths are relative to the folder and use '/' (e.g. {@code repetition/chase.yaml}).
 */
interface EditionFolder {

    /** How to name {@code relativePath} in a message, e.g. {@code rules/wxf-2018/repetition/chase.yaml}. */
    String display(String relativePath);

    boolean exists(String relativePath);

    /** The file's bytes; a missing or unreadable file is a {@link RulesException}. */
    byte[] read(String relativePath);

    /** Every file of the folder, relative, sorted. */
    List<String> files();

    /** True for the editions packaged in the jar, whose rule bases were compiled at build time. */
    boolean bundled();
}
