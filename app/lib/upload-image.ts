/** Uploads one image to the admin upload API, reporting progress (0-1); resolves with the stored image's URL. */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/admin/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { url?: string; error?: { message?: string } } | null;
      if (xhr.status === 200 && body?.url) resolve(body.url);
      else reject(new Error(body?.error?.message ?? "Failed to upload image. Please try again."));
    };
    xhr.onerror = () => reject(new Error("Failed to upload image. Please try again."));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
