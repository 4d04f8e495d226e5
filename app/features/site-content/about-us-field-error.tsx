import { bareInputClass } from "~/ui/form-field";
import { cn } from "~/ui/cn";

/** An About Us control's look and the attributes that tie it to its error message. */
export function aboutUsControlProps(error: string | undefined, errorId: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: cn(bareInputClass, "mt-1.5"),
  } as const;
}

/** An About Us field's error message, when it has one. */
export function AboutUsFieldError({
  id,
  error,
  className,
}: {
  id: string;
  error: string | undefined;
  className?: string;
}) {
  return error ? (
    <p id={id} className={cn(className, "text-sm font-medium text-red-700")}>
      {error}
    </p>
  ) : null;
}
