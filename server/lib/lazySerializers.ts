import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Serializer = (data: unknown) => string;

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled when its route first
 * answers with that status, not all at start-up. Every route declares a schema for each of its
 * error statuses, most of which an instance seldom sends: compiling them all was about a third of
 * a start-up's CPU (measured with --cpu-prof), which a rolling restart waits for and every test
 * server paid again. What is sent is unchanged: the same compiler, the same schemas.
 * `compileAll` compiles what is still pending (the contract test does, so a broken schema still
 * fails CI rather than a first answer).
 */
export function lazySerializers(factory: Factory = SerializerSelector()) {
  const pending = new Set<() => Serializer>();
  const buildSerializer = (...args: Parameters<Factory>): ReturnType<Factory> => {
    const compile = factory(...args);
    return (route) => {
      let serialize: Serializer | undefined;
      const compiled = () => {
        serialize ??= compile(route) as Serializer;
        pending.delete(compiled);
        return serialize;
      };
      pending.add(compiled);
      return (data: unknown) => (serialize ?? compiled())(data);
    };
  };
  return {
    buildSerializer,
    /** Compiles what is still pending; how many. */
    compileAll(): number {
      const all = [...pending];
      for (const compiled of all) compiled();
      return all.length;
    },
  };
}
