import { fileTypeFromBuffer } from "file-type";
import { RESUME_MAX_BYTES } from "@common/mentorship.schema";
import { AppError } from "./errors";

export type DetectedType =
  | "image/png"
  | "image/jpeg"
  | "image/gif"
  | "image/webp"
  | "application/pdf"
  | "application/msword"
  | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const KNOWN = new Set<string>([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);
const isDetectedType = (mime: string): mime is DetectedType => KNOWN.has(mime);

/**
 * Detects a file's type from its content with the `file-type` package; the name and the declared type
 * are not trusted. An OLE2 compound file (`cfb`) is taken as a legacy Word .doc, the only OLE2 type
 * we accept.
 */
export async function detectFileType(buf: Uint8Array): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(buf);
  if (!found) return null;
  if (found.mime === "application/x-cfb") return "application/msword";
  return isDetectedType(found.mime) ? found.mime : null;
}

export const IMAGE_TYPES: DetectedType[] = ["image/png", "image/jpeg", "image/gif", "image/webp"];
export const DOCUMENT_TYPES: DetectedType[] = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

export const EXTENSION: Record<DetectedType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

const RESUME_TOO_LARGE = "File too large - Please upload a file smaller than 5MB";
const RESUME_WRONG_TYPE = "Invalid file type - Please upload a PDF or Word document";

/**
 * The one check for an uploaded resume (mentee applications, contractor requests): at most 5 MB and a
 * PDF or Word document by content. Errors name the form field so the form shows them under it.
 */
export async function readResume(file: File, field = "resume") {
  if (file.size > RESUME_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", RESUME_TOO_LARGE, { [field]: RESUME_TOO_LARGE });
  const buffer = Buffer.from(await file.arrayBuffer());
  const type = await detectFileType(buffer);
  if (!type || !DOCUMENT_TYPES.includes(type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", RESUME_WRONG_TYPE, { [field]: RESUME_WRONG_TYPE });
  return { buffer, contentType: type, ext: EXTENSION[type], filename: file.name };
}
