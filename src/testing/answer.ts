// An HTTP answer read once, for assertions on its status, its text and (when it is JSON) its body.

export async function readAnswer(res: Response) {
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
