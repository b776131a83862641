import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { FILE_BOX_CLASS } from "./form-field";
import { type BadLine, CATALOG_IMPORT_MAX_BYTES, CATALOG_IMPORT_TOO_LARGE } from "@/catalog";

/** What the owner reads after an import: the service's summary and the file's bad lines. */
export type CatalogImportAnswer = { imported: boolean; summary: string; badLines: BadLine[] };

// Enough to fix a file by; a file wrong on every row says so in its first lines.
const LINES_SHOWN = 500;
const FAILED = "The import failed. Please try again.";

type Progress = { phase: "uploading"; fraction: number } | { phase: "checking" };

/**
 * Sends the file to the import API with XMLHttpRequest, whose upload events give the progress a fetch
 * cannot; resolves with the answer the owner reads (the API's report, or its refusal).
 */
function sendFile(file: File, validRowsOnly: boolean, onProgress: (progress: Progress) => void) {
  return new Promise<CatalogImportAnswer>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1/admin/products.csv?validRowsOnly=${validRowsOnly}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: "uploading", fraction: event.loaded / event.total });
    };
    // Sent: the server now checks every row and writes, which takes a few seconds for a large file.
    xhr.upload.onload = () => onProgress({ phase: "checking" });
    xhr.onload = () => {
      const body = xhr.response as
        (CatalogImportAnswer & { error?: { message?: string; badLines?: BadLine[] } }) | null;
      if (xhr.status === 200 && body) resolve(body);
      else resolve({ imported: false, summary: body?.error?.message ?? FAILED, badLines: body?.error?.badLines ?? [] });
    };
    xhr.onerror = () => resolve({ imported: false, summary: FAILED, badLines: [] });
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/**
 * Admin → Products → Import CSV. Without JavaScript the form posts to the page's action, which answers
 * with the result; with it, the file goes to the import API with upload progress, then the list reloads.
 */
export function CatalogImportForm({ answer }: { answer: CatalogImportAnswer | null }) {
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [latest, setLatest] = useState<CatalogImportAnswer | null>(null);
  const shown = progress ? null : (latest ?? answer);

  async function submit(event: FormEvent<HTMLFormElement>) {
    const fields = event.currentTarget.elements;
    const file = (fields.namedItem("file") as HTMLInputElement).files?.[0];
    // No file: the browser's own check of the required box speaks.
    if (!file) return;
    event.preventDefault();
    if (file.size > CATALOG_IMPORT_MAX_BYTES) {
      setLatest({ imported: false, summary: CATALOG_IMPORT_TOO_LARGE, badLines: [] });
      return;
    }
    setProgress({ phase: "uploading", fraction: 0 });
    const validRowsOnly = (fields.namedItem("validRowsOnly") as HTMLInputElement).checked;
    const result = await sendFile(file, validRowsOnly, setProgress);
    setProgress(null);
    setLatest(result);
    if (result.imported) await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="catalog-import-heading" className="rounded-lg border border-neutral-300 p-4">
      <h3 id="catalog-import-heading" className="mb-1 text-lg font-semibold">
        Import CSV
      </h3>
      <p className="mb-3 text-sm text-neutral-700">
        One row per size and colour, in the columns of Export CSV. A handle from the export updates that product; rows
        with a new handle (or none, grouped by name) add a product. Every row is checked first.
      </p>
      <form
        method="post"
        encType="multipart/form-data"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
        aria-describedby="catalog-import-result"
      >
        <input type="hidden" name="intent" value="import" />
        <p className="flex flex-col gap-1">
          <label htmlFor="catalog-import-file" className="text-sm font-medium">
            CSV file
          </label>
          <input
            id="catalog-import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className={FILE_BOX_CLASS}
          />
        </p>
        <p className="flex items-center gap-2 py-2">
          <input id="catalog-import-valid-only" name="validRowsOnly" type="checkbox" className="h-4 w-4" />
          <label htmlFor="catalog-import-valid-only" className="text-sm">
            Import only the valid rows
          </label>
        </p>
        <button type="submit" className="btn-secondary" disabled={progress !== null}>
          Import CSV
        </button>
      </form>
      <div id="catalog-import-result" className="mt-3">
        {progress ? <ImportProgress progress={progress} /> : null}
        {shown ? <ImportResult answer={shown} /> : null}
      </div>
    </section>
  );
}

function ImportProgress({ progress }: { progress: Progress }) {
  const percent = progress.phase === "uploading" ? Math.round(progress.fraction * 100) : null;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <span>{percent === null ? "Checking and importing the rows…" : `Uploading the file… ${percent}%`}</span>
      {/* Without a value the bar shows work going on: the server's check has no percentage to give. */}
      <progress
        aria-label="Import progress"
        className="w-full max-w-md"
        max={100}
        {...(percent === null ? {} : { value: percent })}
      />
    </div>
  );
}

function ImportResult({ answer }: { answer: CatalogImportAnswer }) {
  const shown = answer.badLines.slice(0, LINES_SHOWN);
  const more = answer.badLines.length - shown.length;
  return (
    <div
      role={answer.imported ? "status" : "alert"}
      className={`rounded-md border px-3 py-2 text-sm ${answer.imported ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800"}`}
    >
      <p className="font-medium">{answer.summary}</p>
      {shown.length > 0 ? (
        <ul aria-label={answer.imported ? "Lines left out" : "Lines to fix"} className="mt-2 list-disc pl-5">
          {shown.map((bad, index) => (
            <li key={index}>
              Line {bad.line}: {bad.message}
            </li>
          ))}
          {more > 0 ? <li>…and {more} more</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
