import { ComingSoonNotice } from "~/features/tools/components/coming-soon-notice";
import { ToolLayout } from "~/features/tools/tool-layout";
import { toolHandle, toolMeta } from "~/features/tools/tool-meta";

export const handle = toolHandle;

export const meta = () => toolMeta("verificador-documentos-viagem");

export default function Tool() {
  return (
    <ToolLayout slug="verificador-documentos-viagem">
      <ComingSoonNotice />
    </ToolLayout>
  );
}
