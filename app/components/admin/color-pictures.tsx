import { useState, type ChangeEvent } from "react";
import type { FieldControl } from "~/lib/form-errors";
import { FILE_BOX_CLASS } from "./form-field";

type Props = {
  /** The product's saved colours: a colour ticked in this visit gets its box once saved. */
  colors: string[];
  /** The kept pictures as the form sends them: "colour|address". */
  kept: string[];
  idPrefix: string;
  field: FieldControl;
  /** Uploads the chosen files at once (with JavaScript) and gives back their addresses. */
  upload: (files: File[], done: (urls: string[]) => void) => void;
  children?: React.ReactNode;
};

/**
 * Pictures of each colour (issue 45): shown on the product page when a shopper picks that colour; a
 * colour without its own keeps the product's. Kept pictures have a Keep box; new ones upload at once
 * with JavaScript, else travel with the form in the colour's own file box.
 */
export function ColorPictures({ colors, kept, idPrefix, field, upload, children }: Props) {
  const [pictures, setPictures] = useState(kept);
  if (colors.length === 0) return null;
  const ofColor = (color: string) => pictures.filter((entry) => entry.startsWith(`${color}|`));
  function onFiles(color: string, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    upload(files, (urls) => {
      setPictures((current) => [...current, ...urls.map((url) => `${color}|${url}`)]);
      input.value = "";
    });
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-neutral-300 p-3" {...field}>
      <legend className="px-1 font-medium">Pictures by colour</legend>
      <p className="text-sm text-neutral-700">
        Shown when a shopper picks the colour, main picture first. A colour without its own shows the main and
        additional images.
      </p>
      {colors.map((color) => (
        <div key={color} className="flex flex-col gap-2 border-t border-neutral-200 pt-3 first-of-type:border-t-0">
          <label htmlFor={`${idPrefix}color-${color}`} className="text-sm font-semibold">
            Pictures of {color}
          </label>
          {ofColor(color).length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={`Pictures of ${color} kept`}>
              {ofColor(color).map((entry, index) => (
                <li key={entry}>
                  <label className="flex flex-col items-center gap-1 text-xs">
                    <img
                      src={entry.slice(color.length + 1)}
                      alt={`${color}, view ${index + 1}`}
                      className="h-16 w-16 rounded-md object-cover"
                    />
                    <span>
                      <input type="checkbox" name="colorImage" value={entry} defaultChecked /> Keep
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            id={`${idPrefix}color-${color}`}
            name={`colorImageFiles:${color}`}
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => onFiles(color, event)}
            className={FILE_BOX_CLASS}
          />
        </div>
      ))}
      {children}
    </fieldset>
  );
}
