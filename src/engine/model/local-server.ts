/**
 * A model server on this machine (Ollama, llama.cpp, vLLM on localhost)
 * needs no API key; any other does, and a run without one stops before its
 * first request.
 */
export function isLocalServer(baseURL: string | undefined): boolean {
  if (!baseURL) return false;
  let host: string;
  try {
    host = new URL(baseURL).hostname;
  } catch {
    return false;
  }
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}
