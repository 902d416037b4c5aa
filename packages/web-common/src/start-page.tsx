import { useEffect, useState } from 'react';

interface ServiceInfo {
  title: string;
  version: string;
  description: string;
  addresses: number;
}

/**
 * The start page until the full web interface lands: what this service is, its version, and
 * where its API reference lives — read from the service's own OpenAPI document.
 */
export function StartPage() {
  const [info, setInfo] = useState<ServiceInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetch('/api/openapi.json')
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((doc) => {
        const addresses = Object.values(doc.paths ?? {}).reduce<number>(
          (sum, item) => sum + Object.keys(item as object).length,
          0,
        );
        setInfo({ title: doc.info.title, version: doc.info.version, description: doc.info.description, addresses });
      })
      .catch((e: Error) => setError(e.message));
  }, []);

  if (error) return <p role="alert">The service did not answer: {error}</p>;
  if (!info) return <p>Loading…</p>;
  return (
    <main style={{ font: '16px/1.5 system-ui, sans-serif', maxWidth: '40rem', margin: '3rem auto' }}>
      <h1>{info.title}</h1>
      <p>{info.description}</p>
      <p>
        Version {info.version} · {info.addresses} API addresses · <a href="/api/docs">API reference</a>
      </p>
    </main>
  );
}
