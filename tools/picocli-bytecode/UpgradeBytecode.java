import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Rewrites the classes under a package prefix of a jar from Java 5 bytecode (class version 49, as picocli ships) to
 * Java 8's (52) with stack map frames, in place. The JVM's class-data archive (CDS) skips classes older than Java 6,
 * so without this every run of xq reads picocli's ≈ 200 classes from the jar and verifies them with the old verifier
 * (≈ 0.07–0.09 s of CPU on each start). The code itself is unchanged: only the version and the frames are new.
 *
 * <p>Run at build time by Maven (pom.xml), as a single-file program: {@code java -cp asm.jar UpgradeBytecode.java
 * JAR PREFIX}.
 */
public final class UpgradeBytecode {
    private UpgradeBytecode() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: UpgradeBytecode JAR PACKAGE-PREFIX (e.g. target/xq.jar picocli/)");
            System.exit(2);
        }
        Path jar = Path.of(args[0]).toAbsolutePath();
        String prefix = args[1];
        int upgraded = 0;
        try (URLClassLoader hierarchy = new URLClassLoader(new URL[]{jar.toUri().toURL()}, null);
             FileSystem zip = FileSystems.newFileSystem(URI.create("jar:" + jar.toUri()), Map.of())) {
            List<Path> classes = new ArrayList<>();
            try (Stream<Path> all = Files.walk(zip.getPath("/" + prefix))) {
                all.filter(p -> p.toString().endsWith(".class")).forEach(classes::add);
            }
            for (Path p : classes) {
                byte[] in = Files.readAllBytes(p);
                ClassReader reader = new ClassReader(in);
                if (reader.readShort(6) >= Opcodes.V1_6) {
                    continue;   // already archivable
                }
                ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
                    @Override
                    protected ClassLoader getClassLoader() {
                        return hierarchy;   // frames need the common superclass of two types: the jar's own classes
                    }
                };
                reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
                    @Override
                    public void visit(int version, int access, String name, String signature, String superName,
                                      String[] interfaces) {
                        super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
                    }
                }, 0);
                Files.write(p, writer.toByteArray());
                upgraded++;
            }
        }
        System.out.println("[xq build] " + upgraded + " classes under " + prefix + " of " + jar.getFileName()
                + " upgraded to class version 52 (archivable by CDS)");
    }
}
