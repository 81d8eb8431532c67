import { AzureOpenAI } from "openai";

/** Azure OpenAI's API version when the base URL names none (its current GA version). */
export const AZURE_DEFAULT_API_VERSION = "2024-10-21";

const AZURE_HOST = /\.(?:openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;

/**
 * Azure OpenAI's deployment URLs as users copy them from the portal
 * (`https://RES.openai.azure.com/openai/deployments/NAME/chat/completions?api-version=…`,
 * or just the resource) need the Azure client: the deployment in the path,
 * `api-version` on every request and the key in an `api-key` header. Azure's
 * v1 API (`…/openai/v1`) speaks plain OpenAI and needs none of that.
 * Undefined for any other server.
 */
export function azureTarget(
  raw: string,
): { baseURL: string; apiVersion: string; deployment: string | undefined } | undefined {
  const url = URL.parse(raw);
  if (!url || !AZURE_HOST.test(url.hostname)) return undefined;
  const path = url.pathname.replace(/\/+$/, "");
  if (/\/openai\/v1$/.test(path)) return undefined;
  const deployment = /\/openai\/deployments\/([^/]+)/.exec(path)?.[1];
  return {
    baseURL: `${url.origin}/openai`,
    apiVersion: url.searchParams.get("api-version") || AZURE_DEFAULT_API_VERSION,
    deployment: deployment ? decodeURIComponent(deployment) : undefined,
  };
}

export function azureClient(
  target: NonNullable<ReturnType<typeof azureTarget>>,
  options: { apiKey: string; timeout: number; fetch: typeof fetch },
): AzureOpenAI {
  return new AzureOpenAI({
    baseURL: target.baseURL,
    apiVersion: target.apiVersion,
    ...(target.deployment ? { deployment: target.deployment } : {}),
    apiKey: options.apiKey,
    timeout: options.timeout,
    maxRetries: 0,
    fetch: options.fetch,
  });
}
