import { SmartImage, type SmartImageProps } from "~/ui/smart-image";
import { cn } from "~/ui/cn";
import { initials } from "~/features/team/initials";

/** A member's photo, or their initials when there is no photo or it fails to load. */
export function MemberPhoto({
  name,
  imageUrl,
  size,
  sizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  className,
  ...image
}: Pick<SmartImageProps, "alt" | "unavailableLabel" | "priority"> & {
  name: string;
  imageUrl: string | null;
  size: number;
  /** The width the photo takes in the layout (default: a card in the team grid). */
  sizes?: string;
  className?: string;
}) {
  const avatar = () => (
    <div
      role="img"
      aria-label={image.alt}
      className={cn(
        "flex aspect-square w-full items-center justify-center bg-gradient-to-br from-brand-600 to-brand-800 font-bold text-white",
        className,
      )}
    >
      <span aria-hidden="true" className="text-[clamp(1.5rem,8cqi,4rem)] tracking-wide">
        {initials(name)}
      </span>
    </div>
  );
  return (
    <div className="@container">
      <SmartImage
        {...image}
        src={imageUrl}
        width={size}
        height={size}
        fallbackSrc={null}
        sizes={sizes}
        className={cn("aspect-square w-full", className)}
        renderFailed={avatar}
      />
    </div>
  );
}
