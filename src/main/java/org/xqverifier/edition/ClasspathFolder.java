package org.xqverifier.edition;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/** A bundled edition folder: classpath resources under {@code rules/<id>/}, listed by the build-time index. */
final class ClasspathFolder implements EditionFolder {
    private final String prefix;
    private final List<String> files;

    /** @param prefix e.g. {@code rules/wxf-2018}; @param files the folder's files relative to it, as the index lists them */
    ClasspathFolder(String prefix, List<String> files) {
        this.prefix = prefix;
        this.files = List.copyOf(files);
    }

    @Override
    public String display(String relativePath) {
        return prefix + "/" + relativePath;
    }

    @Override
    public boolean exists(String relativePath) {
        return files.contains(relativePath);
    }

    @Override
    public byte[] read(String relativePath) {
        String name = display(relativePath);
        try (InputStream in = ClasspathFolder.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new RulesException(name, 0, 0, "listed in the bundled rules index but missing from the classpath"
                        + " (rebuild with mvn package)");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new RulesException(name, 0, 0, "cannot read bundled file: " + e.getMessage(), e);
        }
    }

    @Override
    public List<String> files() {
        return files;
    }

    @Override
    public boolean bundled() {
        return true;
    }
}
