import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { detectFileType, readResume } from "./file-type";

const docx = readFileSync(join(import.meta.dirname, "../test/fixtures/resume.docx"));
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n");
const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
// A ZIP that is not a Word document (a .docx name does not make it one).
const zip = Buffer.from([
  0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0x61, 0x2e, 0x74, 0x78, 0x74,
]);

describe("detectFileType (file-type package)", () => {
  it("knows the types we accept by their content", async () => {
    expect(await detectFileType(docx)).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(await detectFileType(pdf)).toBe("application/pdf");
    expect(await detectFileType(png)).toBe("image/png");
  });
  it("refuses text, HTML and a ZIP that is not a Word document", async () => {
    expect(await detectFileType(Buffer.from("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(await detectFileType(Buffer.from("just text"))).toBeNull();
    expect(await detectFileType(zip)).toBeNull();
  });
});

describe("readResume: one check for every resume upload", () => {
  it("returns the stored form of a Word document", async () => {
    const r = await readResume(new File([docx], "cv.docx"));
    expect(r).toMatchObject({
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ext: "docx",
      filename: "cv.docx",
    });
  });
  it("names the field in its errors, for a wrong type and for a file over 5 MB", async () => {
    const wrong = await readResume(new File(["MZ fake"], "cv.pdf")).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(AppError);
    expect((wrong as AppError).fields).toEqual({ resume: "Invalid file type - Please upload a PDF or Word document" });
    const big = await readResume(new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf")).catch((e: unknown) => e);
    expect((big as AppError).status).toBe(413);
    expect((big as AppError).fields).toEqual({ resume: "File too large - Please upload a file smaller than 5MB" });
  });
});
