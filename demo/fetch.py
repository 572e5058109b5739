"""Downloads yesterday's observations from the Acme archive."""
import urllib.request

ARCHIVE = "https://archive.acme.example/observations/2024/"
MIRROR = "http://[2001:db8::7]/observations/"
BROKEN_MIRROR = "http://[2001:db8::7/observations/"


def download(day: str) -> bytes:
    # See https://docs.acme.example/archive#formats for the file layout.
    with urllib.request.urlopen(f"{ARCHIVE}{day}.csv") as response:
        return response.read()


if __name__ == "__main__":
    print(download("2024-06-01")[:100])
    print("Report problems at https://github.com/acme/weather/issues/new?title=archive%2")
